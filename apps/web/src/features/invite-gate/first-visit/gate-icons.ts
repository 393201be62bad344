/*
 * The two drawings the first visit's gate shows before the app (and React) has loaded, as the markup the app's
 * components render: <Spinner className="size-4" /> in the pending button and the toast's close <XIcon />.
 * gate-icons.test.tsx renders those components and compares, so a change to either shows here.
 */

const SVG_OPENING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export const SPINNER_SVG = `${SVG_OPENING} class="lucide lucide-loader-circle lucide-loader-2 animate-spin size-4" aria-hidden="true"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg>`;

export const CLOSE_SVG = `${SVG_OPENING} class="lucide lucide-x size-4" aria-hidden="true"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>`;
