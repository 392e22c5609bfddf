import warnings
import torch

def f(x):
    return x.view(x.size(0), -1).sum(1)

tf = torch.jit.trace(f, torch.ones(2, 3, 4), check_inputs=[(torch.ones(3, 2, 2),), (torch.zeros(1, 5, 5),)])
print(tf.code)
print(tf(torch.ones(4, 2, 3)))

def g(x):
    n = int(x.size(0))
    return x[:n - 1]

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    try:
        tg = torch.jit.trace(g, torch.arange(4.), check_inputs=[(torch.arange(6.),)])
        print("traced")
    except torch.jit.TracingCheckError as e:
        print("TracingCheckError")
    print(len(w) > 0)
