import type { ReactNode } from 'react';
import './faq-list.css';

export type Faq = { question: string; answer: ReactNode };

/** Questions that open in place; native <details> keeps them keyboard and reader friendly. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} className="faq">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
