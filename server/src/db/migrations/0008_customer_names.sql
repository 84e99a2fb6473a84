ALTER TABLE "clients" RENAME TO "customers";--> statement-breakpoint
ALTER TABLE "customers" RENAME CONSTRAINT "clients_pkey" TO "customers_pkey";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "client_email" TO "customer_email";--> statement-breakpoint
ALTER INDEX "orders_client_email_created" RENAME TO "orders_customer_email_created";
