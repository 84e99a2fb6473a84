CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"amount_grosze" integer NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"p24_order_id" integer,
	"refund_request_id" uuid,
	"refund_state" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "payments_state_known" CHECK ("payments"."state" in ('registered', 'notified', 'verified', 'failed')),
	CONSTRAINT "payments_refund_state_known" CHECK ("payments"."refund_state" is null or "payments"."refund_state" in ('pending', 'requested', 'done'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session" ON "payments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_known" CHECK ("orders"."payment_state" in ('none', 'awaiting', 'paid', 'refund_pending', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'payment_expired', 'new', 'accepted', 'in_delivery', 'delivered', 'rejected'));