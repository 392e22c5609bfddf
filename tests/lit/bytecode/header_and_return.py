# The listing starts with the frame shape; inputs arrive in r0..r(n-1) and
# Return names the registers it hands back.
# RUN: bytecode f
import torch

# CHECK: inputs: 2, registers: {{[0-9]+}}
# CHECK: Return {{ *}}({{(move\()?}}r{{[0-9]+}}
# CHECK-NOT: Return
@torch.jit.script
def f(a: int, b: str) -> str:
    return b
