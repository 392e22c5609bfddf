# NumPy keyword spellings python_arg_parser accepts: axis= for dim=,
# keepdims= for keepdim= (x.sum(axis=0), torch.sum(x, axis=1, keepdims=True)).
import torch
torch.manual_seed(0)
x = torch.arange(12.0).reshape(3, 4)
print(x.sum(axis=0), torch.sum(x, axis=1, keepdims=True), x.mean(axis=-1))
print(torch.max(x, axis=1).values, x.argmax(axis=0), torch.std(x, axis=0))
print(torch.cat((x, x), axis=0).shape, torch.stack([x, x], axis=1).shape)
print(torch.add(x, other=x, alpha=2)[0], torch.mul(input=x, other=2.0)[1])
print(x.transpose(dim0=0, dim1=1).shape, x.softmax(dim=-1).sum(dim=1), x.cumsum(dim=1)[2])
print(torch.clamp(x, min=2, max=5)[0], x.clamp(max=3)[1], torch.where(x > 5, x, torch.zeros_like(x))[1])
print(torch.flatten(x, start_dim=0), x.unsqueeze(dim=0).shape, x.norm(p=1), x.topk(k=2, dim=1, largest=False))
print(torch.nn.functional.softmax(x, dim=0)[0], torch.nn.functional.normalize(x, p=2.0, dim=1)[0])
print(torch.linspace(start=0, end=1, steps=3), torch.arange(start=1, end=7, step=2), torch.full(size=(2,), fill_value=3))
print(torch.zeros(size=(1, 2)), torch.ones(2, dtype=torch.int32), torch.randn(2, generator=None).shape)
print(x.view(size=(4, 3)).shape if False else x.view(4, 3).shape, x.reshape(shape=(2, 6)).shape, x.permute(dims=(1, 0)).shape)
print(torch.allclose(input=x, other=x.clone()), torch.equal(x, x), x.allclose(x + 1e-9))
