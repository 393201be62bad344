import { icu } from "../icu";
/** The clinic portal (/clinic): sign-in, dashboard, booking cards. SPEC §2 "Clinic portal", §8 toasts. */
export const clinic = {
  meta: {
    title: "Clinic Portal",
    description: "Sign in to review, approve and reject your clinic's IV Drips bookings.",
  },
  loading: "Loading...",
  login: {
    title: "Clinic Portal",
    intro: "Sign in to review and approve your clinic's bookings.",
    username: "Username",
    usernamePlaceholder: "Enter your username",
    password: "Password",
    passwordPlaceholder: "Enter your password",
    signIn: "Sign In",
    signingIn: "Signing in...",
    demoTitle: "Demo credentials",
    demoUsername: icu("Username: {username}"),
    demoPassword: icu("Password: {password}"),
    useDemo: "Use demo credentials",
    welcomeTitle: "Welcome back!",
    welcomeDescription: icu("Logged in as {clinic}"),
    failedTitle: "Login failed",
    failedFallback: "Please check your credentials and try again.",
  },
  dashboard: {
    subtitle: "Clinic Management Dashboard",
    logout: "Logout",
    loadingBookings: "Loading bookings...",
    loadError: icu("Error loading bookings: {error}"),
    loadErrorFallback: "Failed to fetch bookings",
    tryAgain: "Try Again",
    tabs: {
      pending: icu("Pending ({count})"),
      approved: icu("Approved ({count})"),
      rejected: icu("Rejected ({count})"),
    },
    empty: {
      pending: "No pending bookings",
      approved: "No approved bookings",
      rejected: "No rejected bookings",
    },
    cancelledByCustomerTitle: icu("Cancelled by the customer ({count})"),
    cancelledByCustomerNote:
      "Paid, then cancelled before your decision. Nothing to approve: the visit will not take place.",
    cancelledAfterApprovalNote: "Approved, then cancelled by the customer: the visit will not take place.",
    /** The desk's search over the clinic's list (issue 35). */
    search: "Search by reference or name",
    searchPlaceholder: "IVD-ABC234 or the customer's name",
    noMatches: icu("No bookings match “{query}”"),
    /** After the bookings awaiting a decision: today's approved visits. */
    todayTitle: icu("Today's visits ({count})"),
    todayNote: "Approved visits taking place today, soonest first.",
  },
  card: {
    defaultServiceName: "IV Therapy Service",
    reference: icu("Ref. {reference}"),
    date: "Date",
    time: "Time",
    customer: "Customer",
    email: "Email",
    phone: "Phone",
    location: "Location",
    address: "Address",
    total: "Total:",
    approve: "Approve",
    reject: "Reject",
    /** The time left to decide: the visit's window starts then, and an undecided booking is rejected for you. */
    leftDays: icu("{days} d {hours} h left"),
    leftHours: icu("{hours} h {minutes} min left"),
    leftMinutes: icu("{minutes} min left"),
  },
  /** Reject asks why: the customer is shown the reason, on the booking and in the email. */
  rejectDialog: {
    title: "Reject this booking?",
    description: icu(
      "{service} for {customer}, {date}, {time}. The customer is refunded in full and sees your reason in their account and in the email.",
    ),
    reason: "Reason for the customer",
    placeholder: "For example: no nurse is free in this window.",
    count: icu("{count} of {max} characters"),
    cancel: "Cancel",
    confirm: "Reject Booking",
    working: "Rejecting...",
  },
  badges: {
    approvalLabel: "Approval:",
    bookingStatusLabel: "Booking status:",
    approval: {
      pending: "Pending",
      approved: "Approved",
      rejected: "Rejected",
    },
    booking: {
      pending: "Pending",
      confirmed: "Confirmed",
      completed: "Completed",
      cancelled: "Cancelled",
    },
    cancelledByCustomer: "Cancelled by customer",
    cancelledBySupport: "Cancelled by IV Drips support",
  },
  update: {
    successTitle: "Booking Updated",
    success: {
      pending: "Booking has been pending",
      approved: "Booking has been approved",
      rejected: "Booking has been rejected",
    },
    failedTitle: "Update Failed",
    failedFallback: "Failed to update booking",
  },
};
