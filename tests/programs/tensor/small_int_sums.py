import torch

# 1-byte integer sums over sizes that exercise the lane loop and its tail
# (GCC 12 once miscompiled the widening loop and halved them).
for n in [1, 7, 8, 16, 37, 512, 1000, 1024, 4099, 10000]:
    u = torch.full([n], 200, dtype=torch.uint8)
    i = torch.full([n], -100, dtype=torch.int8)
    b = torch.ones(n, dtype=torch.bool)
    print(n, u.sum().item(), i.sum().item(), b.sum().item(), u.prod().item(), u.view(-1, 1).sum(0).item())
print(torch.arange(256, dtype=torch.uint8).reshape(16, 16).sum(1))
