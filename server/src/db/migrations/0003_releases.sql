CREATE TABLE "releases" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"target" text NOT NULL,
	"code_version" text NOT NULL,
	"build_settings" text DEFAULT '{}' NOT NULL,
	"started_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"audit_up_to" integer DEFAULT 0 NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_bytes" bigint DEFAULT 0 NOT NULL,
	"uploaded_files" integer DEFAULT 0 NOT NULL,
	"uploaded_bytes" bigint DEFAULT 0 NOT NULL,
	"progress" jsonb NOT NULL,
	"log" text DEFAULT '' NOT NULL,
	"error" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pruned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "releases_one_running" ON "releases" USING btree ((true)) WHERE "releases"."status" in ('queued', 'building', 'uploading');