console.log("benchmarks arrive with issue 6");
