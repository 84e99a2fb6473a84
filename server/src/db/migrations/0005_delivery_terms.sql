-- Delivery terms per zone (issue 21 item 16): the stored prices { zoneAGrosze, zoneBGrosze }
-- become { A: { priceGrosze, minimumOrderGrosze, freeDeliveryFromGrosze }, B: ... }. A restaurant
-- that set prices keeps them, with no minimum and no free delivery until staff set these.
UPDATE "settings"
SET "value" = jsonb_build_object(
  'A', jsonb_build_object('priceGrosze', "value"->'zoneAGrosze', 'minimumOrderGrosze', 0, 'freeDeliveryFromGrosze', null),
  'B', jsonb_build_object('priceGrosze', "value"->'zoneBGrosze', 'minimumOrderGrosze', 0, 'freeDeliveryFromGrosze', null)
)
WHERE "key" = 'delivery' AND "value" ? 'zoneAGrosze';
