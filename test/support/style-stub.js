/** A stylesheet imported by a component under test: jsdom lays nothing out, so it is empty. */
module.exports = {};
