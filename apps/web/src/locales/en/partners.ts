/** The partner page (SPEC §2 "Partner page"): for doctors and nurses who want to join, and their application. */
export const partners = {
  page: {
    metaTitle: "Become a Partner",
    metaDescription:
      "Licensed doctors and nurses in Malaysia: join IV Drips and deliver premium IV drip therapy to clients across Greater Kuala Lumpur.",
    eyebrow: "For medical professionals",
    title: "Become a Partner",
    intro:
      "Join our network of licensed doctors and nurses bringing IV drip therapy to homes, hotels, yachts and private jets across Kuala Lumpur. Work on your own schedule, with the support of a partner clinic.",
    contactsLabel: "Partnership contacts",
    phone: "Phone",
    email: "Email",
    whyTitle: "Why partner with IV Drips",
  },
  benefits: {
    items: {
      schedule: {
        title: "Flexible schedule",
        text: "Choose the days and time windows you work; visits run from morning to late evening.",
      },
      pay: {
        title: "Premium, reliable pay",
        text: "Competitive rates for every visit, paid on time, with no client chasing.",
      },
      support: {
        title: "Clinical support",
        text: "Standard protocols, quality-assured drips and a partner clinic behind every visit.",
      },
      clients: {
        title: "Clients who value care",
        text: "Private homes, luxury hotels, yachts and private jets across Greater KL.",
      },
    },
  },
  requirements: {
    title: "Requirements",
    description: "What we ask of every doctor and nurse who joins our network.",
    items: {
      registration:
        "Licensed doctor registered with the Malaysian Medical Council (MMC), or registered nurse with the Malaysian Nursing Board (MNC)",
      apc: "A valid Annual Practising Certificate (APC) for the current year",
      experience:
        "Hands-on experience in IV cannulation and infusion therapy, with at least 2 years of clinical practice",
      bls: "Current Basic Life Support (BLS) certification; ACLS is an advantage",
      indemnity: "Professional indemnity insurance",
      travel: "Able to travel across Greater KL, including evenings and weekends",
      manner: "A calm, discreet and caring manner with private clients",
    },
  },
  steps: {
    title: "How it works",
    items: {
      apply: { title: "Apply", text: "Fill in the application form on this page." },
      review: {
        title: "Review",
        text: "Our medical team checks your registration and experience within 2-3 business days.",
      },
      meet: { title: "Meet us", text: "A short interview and an introduction to our clinical protocols." },
      start: { title: "Start", text: "Set your availability and receive bookings in your area." },
    },
  },
  apply: {
    title: "Apply",
    intro:
      "Tell us about yourself in the form. Our medical team reviews every application within 2-3 business days and will contact you to arrange a short interview.",
    documentsTitle: "Documents to have ready",
    documentsNote: "We will ask for these after reviewing your application.",
    documents: {
      cv: "Your CV",
      registration: "MMC or MNC registration certificate",
      apc: "Current Annual Practising Certificate (APC)",
      bls: "BLS certificate",
    },
  },
  form: {
    name: "Full Name",
    profession: "Profession",
    chooseProfession: "Choose your profession",
    professions: {
      doctor: "Licensed doctor (MMC)",
      nurse: "Registered nurse (MNC)",
    },
    licenceNumber: "MMC / MNC registration number",
    licenceNumberHint: "As written on your registration certificate.",
    yearsOfExperience: "Years of clinical experience",
    email: "Email",
    phone: "Phone Number",
    phoneHint: "A Malaysian number needs no country code; we add +60.",
    city: "City",
    cityPlaceholder: "e.g. Kuala Lumpur, Petaling Jaya",
    message: "Message (optional)",
    messageHint: "The areas you can cover, your availability, anything else we should know.",
    requiredNote: "All fields except the message are required.",
    submit: "Submit Application",
    sending: "Sending...",
    /** The honeypot's label: only bots read it. */
    honeypotLabel: "Website",
    failedTitle: "Application not sent",
    failed: "We could not send your application. Please try again.",
  },
  /** SPEC §2: 'Application Submitted!' word for word; review within 2-3 business days (SPEC §9). */
  submitted: {
    title: "Application Submitted!",
    text: "Thank you for applying. Our medical team will review your application within 2-3 business days and contact you to arrange a short interview.",
  },
};
