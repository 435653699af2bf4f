"""Lead deliveries: a transactional outbox, its worker, and the e-mail and webhook senders (issue 18)."""
