import buttons from './buttons.module.css';

interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The caller's alert box style. */
  className?: string;
}

/** What could not be loaded, said as an alert, with the way to try again. */
export function LoadFailed({ message, retryLabel, onRetry, className }: Props) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
