/**
 * The Order button that joins the page once the shopper has scrolled near its second section:
 * when that section's top is 350 px or less from the top of the window.
 */
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import './order-bar.css';

const showWhenTopAtMost = 350;

export function useScrolledNear(section: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const check = () => {
      const top = section.current?.getBoundingClientRect().top;
      setNear(top !== undefined && top <= showWhenTopAtMost);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [section]);
  return near;
}

interface OrderBarProps {
  name: string;
  /** The From price, struck through in a sale (`FromPrice`). */
  price?: ReactNode;
  orderHref: string;
  shown: boolean;
}

export function OrderBar({ name, price, orderHref, shown }: OrderBarProps) {
  if (!shown) return null;
  return (
    <div className="order-bar" data-testid="order-bar">
      <div className="order-bar__inner container">
        <p className="order-bar__name">
          {name}
          {price && <span className="order-bar__price">{price}</span>}
        </p>
        <Link to={orderHref} className="button button--primary">
          Order<span className="visually-hidden"> {name}</span>
        </Link>
      </div>
    </div>
  );
}
