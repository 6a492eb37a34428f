/**
 * The look every email of the shop shares, in React Email's components (tables and inline styles,
 * which mail clients keep; each imported from its own package, since the package of them all
 * loads Tailwind and Prism, seconds of loading for the local cloud and the tests): the shop's
 * name over a charcoal band, the page on ivory paper, the gold-deep buttons of the site (readable
 * on ivory, as its design tokens say), and a footer with the studio's hours and a link home. The
 * colours are the site's (web/src/styles/tokens.css).
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';

export const brand = {
  name: 'Lumière Albums',
  hours: '9am-5pm CST',
  colours: {
    ivory: '#f8f4ec',
    paper: '#fffdf8',
    linen: '#efe8dc',
    sand: '#e2d8c7',
    charcoal: '#2b2826',
    ink: '#3a3633',
    muted: '#6b635b',
    gold: '#c6a15b',
    goldDeep: '#7d5f2e',
  },
  serif: "'Cormorant Garamond', 'Iowan Old Style', Palatino, Georgia, serif",
  sans: "Inter, 'Segoe UI', 'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;
const c = brand.colours;

const styles = {
  body: { backgroundColor: c.ivory, margin: 0, padding: '24px 0', fontFamily: brand.sans, color: c.ink },
  container: { maxWidth: '600px', margin: '0 auto', backgroundColor: c.paper, border: `1px solid ${c.sand}` },
  masthead: { backgroundColor: c.charcoal, padding: '20px 32px', borderBottom: `3px solid ${c.gold}` },
  wordmark: { color: c.ivory, fontFamily: brand.serif, fontSize: '26px', letterSpacing: '0.04em', textDecoration: 'none' },
  content: { padding: '8px 32px 16px' },
  heading: { fontFamily: brand.serif, fontWeight: 500, fontSize: '28px', lineHeight: '34px', color: c.charcoal, margin: '24px 0 8px' },
  paragraph: { fontSize: '15px', lineHeight: '24px', margin: '12px 0', color: c.ink },
  button: { backgroundColor: c.goldDeep, color: c.paper, fontSize: '15px', fontWeight: 600, padding: '12px 22px', borderRadius: '2px', textDecoration: 'none' },
  action: { margin: '20px 0 8px' },
  rule: { borderColor: c.sand, margin: '16px 0' },
  lines: { backgroundColor: c.linen, padding: '8px 16px', margin: '16px 0' },
  lineLabel: { fontSize: '14px', lineHeight: '20px', margin: '8px 0 0', color: c.charcoal, fontWeight: 600 },
  lineDetail: { fontSize: '13px', lineHeight: '18px', margin: '0 0 8px', color: c.muted },
  lineAmount: { fontSize: '14px', lineHeight: '20px', margin: '8px 0', color: c.charcoal, textAlign: 'right' },
  footer: { fontSize: '12px', lineHeight: '18px', color: c.muted, padding: '0 32px 20px', margin: 0 },
  footerLink: { color: c.goldDeep },
  link: { color: c.goldDeep },
} satisfies Record<string, CSSProperties>;

export function EmailLayout(props: { preview: string; heading: string; site: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.masthead}>
            <Link href={props.site} style={styles.wordmark}>
              {brand.name}
            </Link>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr style={styles.rule} />
          <Text style={styles.footer}>
            {brand.name} · {brand.hours} ·{' '}
            <Link href={props.site} style={styles.footerLink}>
              {props.site.replace(/^https?:\/\//, '')}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={styles.paragraph}>{children}</Text>;

export const TextLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} style={styles.link}>
    {children}
  </Link>
);

/** The one thing the reader is asked to do, as a button. */
export const Action = ({ href, children }: { href: string; children: ReactNode }) => (
  <Section style={styles.action}>
    <Button href={href} style={styles.button}>
      {children}
    </Button>
  </Section>
);

export interface LineRow {
  label: string;
  detail?: string;
  amount?: string;
}

/** An order's lines: what each is, its options, and what it cost when an amount is given. */
export function Lines({ rows }: { rows: LineRow[] }) {
  return (
    <Section style={styles.lines}>
      {rows.map((row, i) => (
        <Row key={i}>
          <Column>
            <Text style={styles.lineLabel}>{row.label}</Text>
            {row.detail ? <Text style={styles.lineDetail}>{row.detail}</Text> : null}
          </Column>
          {row.amount ? (
            <Column style={{ width: '96px', verticalAlign: 'top' }}>
              <Text style={styles.lineAmount}>{row.amount}</Text>
            </Column>
          ) : null}
        </Row>
      ))}
    </Section>
  );
}
