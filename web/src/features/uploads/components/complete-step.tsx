/**
 * Step 2, Click when complete: allowed once every line has its photos (a product line its one, an
 * album line at least one); then the order goes to the studio and its uploads close.
 */
import { useState } from 'react';
import { messages } from '@shared/messages';
import { useCompleteUploads } from '../api/complete-uploads';

interface CompleteStepProps {
  userId: string;
  orderId: string;
  ready: boolean;
}

export function CompleteStep({ userId, orderId, ready }: CompleteStepProps) {
  const complete = useCompleteUploads(userId, orderId);
  const [refused, setRefused] = useState(false);
  const click = () => {
    setRefused(!ready);
    if (ready) complete.mutate();
  };
  const problem = refused ? messages.completeNeedsAllImages : complete.isError ? complete.error.message : undefined;
  return (
    <div className="complete-step" data-testid="complete-step">
      <h3 className="complete-step__title">Step 2</h3>
      <button type="button" className="button button--primary" onClick={click} disabled={complete.isPending} data-testid="complete-uploads">
        {complete.isPending ? 'Sending to the studio…' : 'Click when complete'}
      </button>
      {problem && (
        <p className="complete-step__problem" role="alert" data-testid="complete-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
