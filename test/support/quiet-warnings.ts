// The SDK warns at every load that its next major wants Node 22 (Lambda runs 22); keep test output readable.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'NodeVersionSupportWarning') console.warn(`${warning.name}: ${warning.message}`);
});
