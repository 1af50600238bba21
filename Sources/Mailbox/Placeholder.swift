// Placeholder: filled in by the Mailbox work.
