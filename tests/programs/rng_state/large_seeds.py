# Seeds are uint64: the stream depends on the low 32 bits, initial_seed()
# keeps all 64; negative seeds wrap modulo 2**64; a float seed truncates.
import torch

for s in [0, 2 ** 32, 2 ** 40 + 3, 2 ** 63 - 1, 123456789012345]:
    torch.manual_seed(s)
    print(s, torch.initial_seed(), torch.rand(2), torch.get_rng_state()[:8])

# 2**32 and 0 share their low 32 bits, hence their stream.
torch.manual_seed(0)
a = torch.randn(5)
torch.manual_seed(2 ** 32)
print(torch.equal(a, torch.randn(5)))

# Negative seeds: -1 is 2**64 - 1, -2**63 is 2**63.
torch.manual_seed(-1)
print(torch.rand(2), torch.get_rng_state()[:8])
torch.manual_seed(-(2 ** 63))
print(torch.rand(2), torch.get_rng_state()[:8])
g = torch.Generator().manual_seed(-5)
print(torch.randint(0, 100, (4,), generator=g), g.get_state()[:8])

# torch.manual_seed takes anything int() does; bool and float included.
torch.manual_seed(1.9)
print(torch.initial_seed(), torch.rand(1))
torch.manual_seed(True)
print(torch.initial_seed())

g = torch.Generator().manual_seed(2 ** 63 - 1)
print(g.initial_seed(), torch.rand(2, generator=g))
