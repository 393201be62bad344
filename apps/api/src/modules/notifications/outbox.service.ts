// The outbox as other modules use it: they queue emails in the transaction of the change they announce and,
// when an account is deleted, withdraw or erase what concerns it. Sending is the dispatcher's (outbox-dispatcher.ts).
export {
  CRYPTO_ATTENTION_EMAIL_KIND,
  discardUnsentEmails,
  enqueueEmail,
  eraseFromOutbox,
  type OutboxEmailInput,
} from "./outbox.repository";
