/// A total parser and a partial printer over one intent type, bound by a
/// round-trip law.
///
/// **Round trip.** For every intent `i` for which `url(for: i)` is not
/// `nil`, `parse(url(for: i)!) == i`. Printing returns `nil` for intents
/// that have no URL (for example `.unknown`), so the law never asks a
/// fallback intent to survive a trip through a URL.
///
/// **Totality.** `parse(_:)` returns an intent for every URL and never traps;
/// see ``URLParsing``.
///
/// The converse (`url(for: parse(u)) == u`) is deliberately *not* a law:
/// parsing is many-to-one (scheme and host case, a trailing slash, extra
/// query items all parse to the same intent), so only the printed form is
/// canonical. IrisCheck checks the round trip and canonical idempotence
/// (`url(for: parse(u))`, once printed, is a fixed point) for any conformer.
public protocol URLCodec: URLParsing, URLPrinting {}
