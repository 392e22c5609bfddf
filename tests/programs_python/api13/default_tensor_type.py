import torch

torch.set_default_tensor_type(torch.DoubleTensor)
print(torch.get_default_dtype(), torch.ones(1).dtype, torch.tensor([1.5]), torch.FloatTensor([1]).dtype)
torch.set_default_tensor_type("torch.FloatTensor")
print(torch.get_default_dtype(), torch.zeros(2))
for bad in ["torch.Foo", torch.LongTensor, 3]:
    try:
        torch.set_default_tensor_type(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(torch.get_default_dtype())
