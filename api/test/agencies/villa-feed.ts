// A one-offer YRL feed (a villa to rent in Oba, Alanya) for the import tests that need any valid feed.
export const villaFeed = (externalId: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06"><generation-date>2026-11-20T10:00:00+03:00</generation-date>
<offer internal-id="${externalId}"><type>аренда</type><category>вилла</category>
<location><region>Antalya</region><locality-name>Alanya</locality-name><non-admin-sub-locality>Oba</non-admin-sub-locality></location>
<price><value>45000</value><currency>TL</currency><period>месяц</period></price><area><value>240</value></area><rooms>4+1</rooms>
<description xml:lang="en">Villa with a pool.</description></offer>
</realty-feed>`;
