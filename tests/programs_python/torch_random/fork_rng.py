# torch.random.fork_rng restores the generator state on exit, also when the
# block raises; enabled=False leaves the stream running.
import torch

torch.manual_seed(7)
with torch.random.fork_rng():
    a = torch.rand(3)
b = torch.rand(3)
print(torch.equal(a, b), a)

try:
    with torch.random.fork_rng(devices=[]):
        torch.randn(10)
        raise ValueError("inside")
except ValueError as e:
    print("caught", e)
print(torch.rand(2))

with torch.random.fork_rng(enabled=False):
    torch.rand(1)
print(torch.rand(2))
