/** The casino and venue contract (/game/api/v1/venue/*, gameList, launch, resource, collection, demo games). */
export {};
