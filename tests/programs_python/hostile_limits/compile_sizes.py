# Large generated script functions compile in time linear in their size,
# and what the bytecode cannot encode is a compile error, not a crash.
import torch

# 1,000 early returns nest 1,000 blocks: the passes and the verifier used to
# copy their scope tables per block (quadratic: 48 s at 10,000).
src = "def f(x: int) -> int:\n"
src += "".join(f"    if x == {i}:\n        return {i * 2}\n" for i in range(1000))
src += "    return -1\n"
cu = torch.jit.CompilationUnit(src)
print(cu.f(999), cu.f(17), cu.f(1000))

# One operation takes at most 65,535 operands; a longer literal crashed.
src = "def g(x: int) -> int:\n    return [" + ",".join(["x"] * 70000) + "][0]\n"
try:
    torch.jit.CompilationUnit(src)
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
