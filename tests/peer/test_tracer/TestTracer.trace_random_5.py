import torch

torch.manual_seed(0)

def f(mean, std):
    return torch.normal(mean, std)
traced = torch.jit.trace(f, (torch.zeros(2, 3), torch.ones(2, 3)), check_trace=False)
mean, std = (torch.zeros(5, 5), torch.ones(5, 5))
with torch.random.fork_rng(devices=[]):
    output = f(mean, std)
traced_output = traced(mean, std)
print(output)
