import { ChevronDown } from 'lucide-react';
import { Accordion as A } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/**
 * Accordion on radix (keyboard: Tab to a heading, Enter/Space toggles, arrows move).
 * `type="single" collapsible` gives "one open at a time, clicking toggles".
 */
export function Accordion({ className, ...props }: ComponentProps<typeof A.Root>) {
  return <A.Root className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)} {...props} />;
}

/** One entry: a heading button (`title`) and its panel (`children`). */
export function AccordionItem({
  value,
  title,
  children,
  className,
  triggerClassName,
}: {
  value: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  triggerClassName?: string;
}) {
  return (
    <A.Item value={value} className={cn('first:rounded-t-xl last:rounded-b-xl', className)}>
      <A.Header className="m-0">
        <A.Trigger
          className={cn(
            'group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
            triggerClassName,
          )}
        >
          <span>{title}</span>
          <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        </A.Trigger>
      </A.Header>
      <A.Content className="overflow-hidden px-5 pb-5 text-slate-700">{children}</A.Content>
    </A.Item>
  );
}
