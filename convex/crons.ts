/**
 * Scheduled jobs. Recurring transactions post hourly by the UTC calendar date: an occurrence
 * is written with its own date (never the moment the job ran), so the hour only decides how
 * soon after midnight UTC it appears. Users east of UTC can post theirs earlier through
 * schedules.catchUp with their own date. Each run is bounded and idempotent, so a missed or
 * repeated run is harmless.
 */
import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

crons.hourly(
  "post due recurring transactions",
  { minuteUTC: 5 },
  internal.internal.schedules.postDue,
  {},
);

crons.hourly("drop expired undo entries", { minuteUTC: 35 }, internal.internal.bulk.pruneUndo, {});

crons.hourly(
  "forget stale sign-in back-off",
  { minuteUTC: 45 },
  internal.internal.throttle.pruneBackoff,
  {},
);

// Device-resend records (clientWrites) past their retention; bounded batches, so any hour works.
crons.daily(
  "forget old device resend records",
  { hourUTC: 3, minuteUTC: 25 },
  internal.internal.transactions.pruneClientWrites,
  {},
);

// Notifications: each run is bounded per person and makes each notification once (its key).
crons.hourly("notify what is due", { minuteUTC: 15 }, internal.internal.notifications.sweep, {});

// Bank connections: four syncs a day per connection, well inside SimpleFIN Bridge's 24 requests
// (each connection its own scheduled action, so one failing bank stops no other).
crons.interval(
  "sync bank connections",
  { hours: 6 },
  internal.internal.bankConnections.sync.syncAll,
  {},
);

// Prices: each minute at most the provider's free-tier allowance of symbols not fetched today
// (internal/investments.ts), so every held symbol gets one close a day, shared by everyone.
crons.interval("refresh prices", { minutes: 1 }, internal.internal.investments.refresh, {});

export default crons;
