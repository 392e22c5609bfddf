# torch.get_rng_state / set_rng_state: the state tensor's shape, dtype and
# bytes match PyTorch's CPUGeneratorImplState, and restoring it replays the
# stream, including cached Box-Muller samples and the vectorized randn path.
import torch

torch.manual_seed(100)
s = torch.get_rng_state()
print(s.shape, s.dtype, s.is_contiguous())
# the_initial_seed, left, seeded, next, then the first state words
print(s[:40])
# normal_y, normal_rho, normal_is_valid, the float sample and its flag
print(s[5016:5056])

# A 1-element float randn caches the second Box-Muller sample as a double.
torch.randn(1)
s = torch.get_rng_state()
print(s[8:24], s[5024:5056])
a = torch.randn(1)
torch.set_rng_state(s)
b = torch.randn(1)
print(a, b, torch.equal(a, b))

# Scalar path (< 16 elements), double dtype, and the vectorized path (>= 16).
for n in [3, 15, 16, 17, 40]:
    s = torch.get_rng_state()
    x = torch.randn(n)
    torch.set_rng_state(s)
    y = torch.randn(n)
    print(n, torch.equal(x, y), x[:3])
s = torch.get_rng_state()
x = torch.randn(5, dtype=torch.float64)
torch.set_rng_state(s)
print(torch.equal(x, torch.randn(5, dtype=torch.float64)))

# normal_ on a small tensor leaves a cached sample behind; the saved state
# carries it.
torch.manual_seed(7)
t = torch.empty(3).normal_(2.0, 0.5)
s = torch.get_rng_state()
print(s[5040:5044])
u = torch.empty(1).normal_()
torch.set_rng_state(s)
v = torch.empty(1).normal_()
print(t, u, v, torch.equal(u, v))

# Restoring a state makes get_rng_state return the same bytes again.
torch.manual_seed(3)
torch.rand(1000)
s1 = torch.get_rng_state()
torch.rand(5)
torch.set_rng_state(s1)
s2 = torch.get_rng_state()
print(torch.equal(s1, s2), s1[8:24])

# A state saved in the middle of one stream restores into another seed.
torch.manual_seed(11)
torch.rand(10)
mid = torch.get_rng_state()
want = torch.rand(4)
torch.manual_seed(12345)
torch.set_rng_state(mid)
print(torch.equal(want, torch.rand(4)), torch.initial_seed())

# The state is an ordinary tensor: clone it, index it, compare it.
c = mid.clone()
print(torch.equal(c, mid), int(c[0]), c.long().sum())
torch.set_rng_state(c)
print(torch.rand(2), torch.randint(0, 100, (4,)), torch.randperm(5))
