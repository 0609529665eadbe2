import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();
crons.interval("tick", { seconds: 2 }, internal.events.tick);
export default crons;
