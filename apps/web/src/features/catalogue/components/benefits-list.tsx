import type { BenefitItem } from '../content/benefits';

/**
 * Benefit items (spec 2.6): image with its alt text beside a title and description. An item with
 * order 'reverse' puts the image on the right on wide screens; on narrow screens the image is
 * always on top.
 */
export function BenefitsList({ items }: { items: BenefitItem[] }) {
  return (
    <ul className="mt-10 space-y-12 md:space-y-16">
      {items.map((item) => (
        <li key={item.title} className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
          <img
            src={item.image}
            alt={item.alt}
            loading="lazy"
            width={400}
            height={300}
            className={`mx-auto w-full max-w-sm rounded-3xl md:max-w-md ${item.order === 'reverse' ? 'md:order-last' : ''}`}
          />
          <div>
            <h3 className="text-xl font-bold text-slate-900 sm:text-2xl">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
