# torch.set_num_threads / get_num_threads, and results that do not depend on
# the thread count: elementwise ops, sums over a dim, and a full sum whose
# two-pass split at 2 threads is PyTorch's own.
import torch

torch.set_num_threads(2)
print(torch.get_num_threads())
x = torch.arange(1000003, dtype=torch.float32) / 7.0
m = x[:1000000].reshape(1000, 1000)
two = (x.sum().item(), m.sum(1)[:4], m.sum(0)[-3:], m.amax(0)[:3], (x.exp() * 0.5 + x).sum().item(), m.mean().item())
print(two)

torch.set_num_threads(1)
print(torch.get_num_threads())
one = (m.sum(1)[:4], m.sum(0)[-3:], m.amax(0)[:3])
print(one)
print(torch.equal(torch.sin(x), torch.sin(x.clone())))

for bad in [0, -3]:
    try:
        torch.set_num_threads(bad)
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    torch.set_num_threads("2")
except RuntimeError as e:
    print("RuntimeError:", e)

# A float sum of 300001 elements rounds differently on 1 and 2 threads.
torch.manual_seed(0)
r = torch.rand(300001)
for t in [1, 2, 1]:
    torch.set_num_threads(t)
    print(t, r.sum().item(), r[::2].sum().item(), r.double().sum().item())
