import torch

torch.manual_seed(0)
x = torch.randn(2, 3, 4, 5)
y = x.contiguous(memory_format=torch.channels_last)
print(y.stride(), y.is_contiguous(), y.is_contiguous(memory_format=torch.channels_last), torch.equal(x, y))
print(x.is_contiguous(memory_format=torch.channels_last), x.is_contiguous(memory_format=torch.contiguous_format))
print(y.contiguous().stride(), y.contiguous(memory_format=torch.channels_last) is y)
print(torch.empty(2, 3, 4, 5, memory_format=torch.channels_last).stride())
print(torch.empty(1, 3, 1, 1, memory_format=torch.channels_last).stride())
print(x.to(memory_format=torch.channels_last).stride())
print(x.to(torch.float64, memory_format=torch.channels_last).stride())
print(y.clone().stride(), y.clone(memory_format=torch.contiguous_format).stride())
print(torch.empty_like(y).stride(), torch.zeros_like(y).stride())
print(torch.ones_like(x, memory_format=torch.channels_last).stride())
v = torch.randn(2, 3, 4, 5, 6).contiguous(memory_format=torch.channels_last_3d)
print(v.stride(), v.is_contiguous(memory_format=torch.channels_last_3d))
try:
    torch.randn(2, 3).contiguous(memory_format=torch.channels_last)
except RuntimeError as err:
    print("RuntimeError", err)
print(torch.randn(2, 3).is_contiguous(memory_format=torch.channels_last))


@torch.jit.script
def to_nhwc(x):
    return x.contiguous(memory_format=torch.channels_last), x.is_contiguous(memory_format=torch.channels_last)


r, b = to_nhwc(x)
print(r.stride(), b, torch.equal(r, x))
print(torch.channels_last, torch.contiguous_format, torch.preserve_format)

# storage(): views share it, copies do not.
s = x.storage()
print(s.size(), len(s), s.dtype, s.element_size())
print(x[1].storage().data_ptr() == s.data_ptr(), x.clone().storage().data_ptr() == s.data_ptr())
print(x[1].storage_offset(), x[1].storage().size())
print(torch.arange(3.).storage())
