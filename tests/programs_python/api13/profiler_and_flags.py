import torch
from torch.profiler import profile, record_function, ProfilerActivity, schedule
print(ProfilerActivity.CPU, list(ProfilerActivity.__members__), int(ProfilerActivity.CUDA))
with record_function('x') as r:
    print(type(r).__name__)
@record_function('deco')
def f(a): return a+1
print(f(1))
with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
    y = torch.ones(2)+1
print(type(prof).__name__, type(prof.key_averages()).__name__, y)
print(torch.autograd.profiler.record_function, torch.autograd.profiler.profile)
with torch.autograd.profiler.profile() as p2:
    with torch.autograd.profiler.record_function("block"):
        z = torch.zeros(1)
print(type(p2).__name__, z)
sch = schedule(wait=1, warmup=1, active=2, repeat=1)
print([sch(i).name for i in range(6)])
print(torch.set_flush_denormal(True))
x = torch.ones(2, 3)
print(x.is_mps, x.is_xpu, x.is_ipu, x.is_mkldnn, x.is_vulkan, x.is_ort, x.is_nested, x.is_sparse_csr, x.names, x.has_names())
A = torch.tensor([[1., 2.], [3., 4.]])
print(torch.lu(A))
print(A.lu(get_infos=True))
print(torch.lu(torch.zeros(2, 2)))
print(torch.lu_unpack(*torch.lu(A)))
