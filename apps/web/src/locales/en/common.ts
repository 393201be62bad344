/** Words many screens share. */
export const common = {
  close: "Close",
  loading: "Loading...",
  tryAgain: "Try Again",
  back: "Back",
  cancel: "Cancel",
  save: "Save",
  required: "Required",
  optional: "Optional",
  brand: "IV Drips",
};
