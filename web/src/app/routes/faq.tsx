/** `/f-a-q`: the six questions shoppers ask most, as an accordion. */
import { Accordion } from '@/components/ui/accordion';
import { PageHeader } from '@/components/ui/page-header';
import { questions, site } from '@/features/content';
import { usePageTitle } from '@/lib/site';
import './faq-and-policies.css';

export default function FaqRoute() {
  usePageTitle('Frequently asked questions');
  return (
    <>
      <PageHeader eyebrow="FAQ" title="Frequently asked questions">
        <p>The answers to what we are asked most. Still wondering? Ask for a callback, {site.hours}.</p>
      </PageHeader>
      <div className="container container--narrow faq">
        <Accordion items={questions.map((q) => ({ id: q.id, title: q.question, content: q.answer }))} />
      </div>
    </>
  );
}
