import torch


@torch.jit.script
def promote(a: torch.Tensor, b: torch.Tensor):
    return (a + b).dtype, (a * 2.5).dtype, (a / b).dtype, (a // b).dtype, torch.result_type(a, b), (a > b).dtype


pairs = [(torch.int8, torch.uint8), (torch.int32, torch.float16), (torch.bool, torch.int16), (torch.bfloat16, torch.float16),
         (torch.int64, torch.float32), (torch.float64, torch.complex64), (torch.uint8, torch.bool)]
for p, q in pairs:
    a = torch.ones(2, dtype=p)
    b = torch.ones(2, dtype=q) * 3 if q != torch.bool else torch.ones(2, dtype=q)
    try:
        print(p, q, promote(a, b))
    except RuntimeError as e:
        print(p, q, "error", str(e).split("\n")[0])
print(torch.tensor(3, dtype=torch.int8) + 200, (torch.tensor([1], dtype=torch.uint8) - 2))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.promote_types(torch.uint8, torch.int8))
x = torch.tensor([1, 2, 3], dtype=torch.int32)
x += 1
print(x, x.dtype)
try:
    x += 1.5
except RuntimeError as e:
    print(e)
print(torch.tensor([1.5]).to(torch.int64), torch.tensor([-1.7]).int(), torch.tensor([300]).to(torch.uint8), torch.tensor([2.5, 3.5]).round())
