import torch


def show(graph):
    for line in str(graph).splitlines():
        print(line.split(" # ")[0])




def flatten_batch(x):
    b = x.size(0)
    return x.view(b, -1) * 2


def mean_over_len(x):
    n = x.shape[1]
    return x.sum(1) / n


torch.manual_seed(0)
x = torch.arange(24.).reshape(2, 3, 4)
t1 = torch.jit.trace(flatten_batch, x)
show(t1.graph)
print(t1.code)
print(t1(torch.ones(3, 2, 2)).shape)
t2 = torch.jit.trace(mean_over_len, x)
print(t2.code)
print(t2(x))
print(t2(torch.ones(2, 5, 4)))
