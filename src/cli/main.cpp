// ===--- main.cpp - entry point of the torchscript command ---------------=== //
#include "cli/driver.h"

int main(int argc, char** argv) { return ts::runCli(argc, argv); }
