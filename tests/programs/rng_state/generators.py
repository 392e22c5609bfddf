# torch.Generator objects: seeding, chaining, state, and independence from
# the default generator (torch.default_generator).
import torch

g = torch.Generator()
print(g.initial_seed(), g.device)
print(torch.Generator(device='cpu').initial_seed(), torch.Generator('cpu').device)
print(torch.Generator(torch.device('cpu')).device)

# manual_seed returns the generator itself, so calls chain.
g2 = torch.Generator().manual_seed(5)
print(g2.initial_seed(), g2.manual_seed(6) is g2, g2.initial_seed())
print(torch.rand(3, generator=torch.Generator().manual_seed(0)))

# torch.manual_seed returns the default generator.
d = torch.manual_seed(42)
print(d is torch.default_generator, d.initial_seed(), torch.initial_seed())
print(torch.default_generator.initial_seed(), d is g)

# Drawing from a generator leaves the default stream alone.
torch.manual_seed(42)
expected = torch.rand(4)
torch.manual_seed(42)
a = torch.Generator().manual_seed(1)
x = torch.rand(2, generator=a)
y = torch.randn(20, generator=a)
print(torch.equal(torch.rand(4), expected), x, y[:3])

# Two generators with the same seed give the same stream; reseeding replays.
b = torch.Generator().manual_seed(1)
print(torch.equal(torch.rand(2, generator=b), x), torch.equal(torch.randn(20, generator=b), y))
b.manual_seed(1)
print(torch.equal(torch.rand(2, generator=b), x))

# The default generator used explicitly is the default stream.
torch.manual_seed(9)
p = torch.rand(3)
torch.manual_seed(9)
print(torch.equal(torch.rand(3, generator=torch.default_generator), p))

# Generator state: same layout as torch.get_rng_state, and it moves between
# generators (including the default one).
c = torch.Generator().manual_seed(100)
s = c.get_state()
print(s.shape, s.dtype, s[:12])
torch.manual_seed(100)
print(torch.equal(s, torch.get_rng_state()))
first = torch.randn(3, generator=c)
print(c.set_state(s) is c, torch.equal(torch.randn(3, generator=c), first))
torch.set_rng_state(c.get_state())
e = torch.Generator()
e.set_state(torch.get_rng_state())
print(torch.equal(torch.rand(5), torch.rand(5, generator=e)), e.initial_seed())

# seed() picks a fresh non-deterministic seed and reports it.
n = e.seed()
print(isinstance(n, int), n == e.initial_seed(), n >= 0)
m = torch.seed()
print(isinstance(m, int), m == torch.initial_seed())
torch.manual_seed(m)
u = torch.rand(2)
torch.manual_seed(m)
print(torch.equal(u, torch.rand(2)))

# torch.random holds the same functions.
r = torch.random.manual_seed(8)
print(r is torch.default_generator, torch.random.initial_seed())
st = torch.random.get_rng_state()
v = torch.rand(2)
torch.random.set_rng_state(st)
print(torch.equal(v, torch.rand(2)), torch.random.default_generator is torch.default_generator)
