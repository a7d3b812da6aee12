# cmake -DPROGRAM=... -DEXPECTED=... -P run_and_compare.cmake
# Runs PROGRAM and compares its standard output with the file EXPECTED;
# fails with both texts when they differ or the program fails.
execute_process(COMMAND "${PROGRAM}" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
file(READ "${EXPECTED}" want)
if(NOT rc EQUAL 0 OR NOT out STREQUAL want)
  message(FATAL_ERROR "exit status ${rc}\n--- got:\n${out}--- expected:\n${want}")
endif()
