import type { ReactNode } from 'react';
import * as styles from './Notice.css';
import type { NoticeTone } from './Notice.css';

export interface NoticeProps {
  /** @default 'info' */
  tone?: NoticeTone;
  /** A short heading, already translated. */
  title?: ReactNode;
  children?: ReactNode;
  /**
   * `status` announces the notice politely when it appears (a confirmation), `alert` at once (an error);
   * leave it out for a notice that is there from the start.
   */
  announce?: 'status' | 'alert';
  /** Buttons or links that act on the notice, drawn after the text. */
  actions?: ReactNode;
}

const icons: Record<NoticeTone, ReactNode> = {
  info: <path d="M10 9v5M10 6h.01" />,
  success: <path d="M6 10.5l2.5 2.5L14 7.5" />,
  warning: <path d="M10 6v5M10 14h.01" />,
  danger: <path d="M7 7l6 6M13 7l-6 6" />,
};

/** A callout for information, success, a warning or a danger, with an icon and optional actions. */
export function Notice({ tone = 'info', title, children, announce, actions }: NoticeProps) {
  return (
    <div className={styles.notice({ tone })} role={announce} data-tone={tone}>
      <svg
        className={styles.icon}
        width="20"
        height="20"
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="10" cy="10" r="8.5" strokeWidth="1.5" />
        {icons[tone]}
      </svg>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
