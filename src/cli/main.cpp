// ===--- main.cpp - the torchscript command -------------------------------=== //
int main() { return 0; }
