# divmod of mixed int/float operands computes as PyTorch's C++ kernels do (the
# float operand in single precision); hash of a float is std::hash<double>.
import torch


@torch.jit.script
def int_float(a: int, b: float):
    return divmod(a, b)


@torch.jit.script
def float_int(a: float, b: int):
    return divmod(a, b)


@torch.jit.script
def float_float(a: float, b: float):
    return divmod(a, b)


@torch.jit.script
def float_hash(x: float) -> int:
    return hash(x)


for a in [1024, -1024, 7]:
    for b in [2.0, -2.0, 0.1]:
        print(int_float(a, b))
for a in [5.3, -5.3, 0.1]:
    for b in [10, -10, 3]:
        print(float_int(a, b))
print(float_float(5.3, -2.0))
for x in [20.0, 21.00001, -0.5, 0.0]:
    print(float_hash(x))
try:
    float_int(1.5, 0)
except RuntimeError as e:
    print(str(e).strip().splitlines()[-1])
