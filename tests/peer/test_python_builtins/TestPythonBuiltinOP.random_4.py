import torch

torch.manual_seed(0)

@torch.jit.script
def f(mean, std):
    return torch.normal(mean, std)
mean, std = (torch.zeros(5, 5), torch.ones(5, 5))
with torch.random.fork_rng(devices=[]):
    output = torch.normal(mean, std)
with torch.random.fork_rng(devices=[]):
    script_output = f(mean, std)
print(output)
