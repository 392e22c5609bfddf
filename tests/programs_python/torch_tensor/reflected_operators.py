# Python numbers on the left of tensor operators (Tensor.__rfloordiv__ & co.
# in torch/_tensor.py), sequences of ranges as tensor data, and the
# TypeErrors Python reports when no operand handles the operator.
import torch

t = torch.tensor([2, 3])
f = torch.tensor([1., 2.], requires_grad=True)
b = torch.tensor([True, False])

cases = [
    "7 // t", "7 % t", "2 ** t", "2.5 ** f", "3 - t", "1 / f", "5.5 // f", "7 // f",
    "2 & t", "2 | t", "2 ^ t", "True & b", "False | b", "True ^ b",
    "2 < t", "2 == t", "3 >= t", "t << 1", "1 << t", "16 >> t", "-t", "+t", "~t", "abs(t)",
    "7 % f", "2 ** f", "3 - f", "1 / t", "2 * f", "2 + f",
    "torch.tensor(range(5))", "torch.tensor(range(2, 10, 3))",
    "torch.tensor([range(3), range(1, 4)])", "torch.tensor((range(2), [5, 6]))",
    "torch.tensor([range(2), range(2)], dtype=torch.float32)",
    "torch.tensor(3) // 2", "7.0 % t", "t.__rpow__(2)", "t.__rfloordiv__(7)", "t.__rmatmul__(2)",
    "torch.tensor(5) ** 2", "2 ** torch.tensor(5)", "torch.tensor(2) * [1, 2]", "(1, 2) * torch.tensor(2)",
    "[1, 2] + t", "(1, 2) * t", "t * (1, 2)", "2 @ t", "t @ 2", "t @ t", "None + t", "t + 'a'",
    "(7 // t).dtype", "(7.5 // t).dtype", "(1 << t).dtype", "(True & b).dtype",
]
for c in cases:
    try:
        print(c, "->", eval(c))
    except Exception as e:
        print(c, "!!", type(e).__name__, str(e).split("\n")[0])

for c in ["2 ** f", "1 / f", "3 - f", "7 % f", "-f", "+f", "f * 2", "2 * f", "2 + f", "f / 2"]:
    r = eval(c)
    print(c, type(r.grad_fn).__name__ if r.grad_fn is not None else None)

x = torch.arange(6.).reshape(2, 3)
r = x[0] * 3
r += 1 - x[1]
r = 10 // (r + 1)
print(r, r.dtype)
n = torch.tensor(3)
print([0] * n, "ab" * n, n * (7,))
