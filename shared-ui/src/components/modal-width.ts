/** A width per window size: each step applies from its `from` px of window width up (the first from 0). */
export type ModalWidthSteps = readonly { from: number; width: string }[];

/**
 * The spec's send-modal widths by breakpoint (spec 001: 40 %, 50 %, 60 %, 80 %, 100 % from the widest window
 * down; the breakpoints are the usual 1600, 1200, 992 and 768 px).
 */
export const SEND_MODAL_WIDTH: ModalWidthSteps = [
  { from: 0, width: '100vw' },
  { from: 768, width: '80vw' },
  { from: 992, width: '60vw' },
  { from: 1200, width: '50vw' },
  { from: 1600, width: '40vw' },
];
