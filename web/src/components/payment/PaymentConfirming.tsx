import { LoaderCircle } from 'lucide-react';

/** Back from the card form while the payment is being confirmed: a spinner, what, and why wait. */
export function PaymentConfirming({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
}
