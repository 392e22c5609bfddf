// ===--- nn_prune_py.cpp - torch.nn.utils.prune ---------------------------=== //
// PyTorch 1.13's torch/nn/utils/prune.py (docstrings dropped), run by the
// evaluator: pruning methods are forward pre-hooks that recompute
// `<name>` from the `<name>_orig` parameter and the `<name>_mask` buffer.
#include "python_torch/nn_sources.h"

namespace ts::py {

namespace {

const char* kPrunePy = R"PY(
import numbers
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Tuple
import torch

class BasePruningMethod(ABC):
    _tensor_name: str

    def __init__(self):
        pass

    def __call__(self, module, inputs):
        setattr(module, self._tensor_name, self.apply_mask(module))

    @abstractmethod
    def compute_mask(self, t, default_mask):
        pass

    def apply_mask(self, module):
        assert self._tensor_name is not None, 'Module {} has to be pruned'.format(module)
        mask = getattr(module, self._tensor_name + '_mask')
        orig = getattr(module, self._tensor_name + '_orig')
        pruned_tensor = mask.to(dtype=orig.dtype) * orig
        return pruned_tensor

    @classmethod
    def apply(cls, module, name, *args, importance_scores=None, **kwargs):

        def _get_composite_method(cls, module, name, *args, **kwargs):
            old_method = None
            found = 0
            hooks_to_remove = []
            for k, hook in module._forward_pre_hooks.items():
                if isinstance(hook, BasePruningMethod) and hook._tensor_name == name:
                    old_method = hook
                    hooks_to_remove.append(k)
                    found += 1
            assert found <= 1, 'Avoid adding multiple pruning hooks to the                same tensor {} of module {}. Use a PruningContainer.'.format(name, module)
            for k in hooks_to_remove:
                del module._forward_pre_hooks[k]
            method = cls(*args, **kwargs)
            method._tensor_name = name
            if old_method is not None:
                if isinstance(old_method, PruningContainer):
                    old_method.add_pruning_method(method)
                    method = old_method
                elif isinstance(old_method, BasePruningMethod):
                    container = PruningContainer(old_method)
                    container.add_pruning_method(method)
                    method = container
            return method
        method = _get_composite_method(cls, module, name, *args, **kwargs)
        orig = getattr(module, name)
        if importance_scores is not None:
            assert importance_scores.shape == orig.shape, 'importance_scores should have the same shape as parameter                 {} of {}'.format(name, module)
        else:
            importance_scores = orig
        if not isinstance(method, PruningContainer):
            module.register_parameter(name + '_orig', orig)
            del module._parameters[name]
            default_mask = torch.ones_like(orig)
        else:
            default_mask = getattr(module, name + '_mask').detach().clone(memory_format=torch.contiguous_format)
        try:
            mask = method.compute_mask(importance_scores, default_mask=default_mask)
            module.register_buffer(name + '_mask', mask)
            setattr(module, name, method.apply_mask(module))
            module.register_forward_pre_hook(method)
        except Exception as e:
            if not isinstance(method, PruningContainer):
                orig = getattr(module, name + '_orig')
                module.register_parameter(name, orig)
                del module._parameters[name + '_orig']
            raise e
        return method

    def prune(self, t, default_mask=None, importance_scores=None):
        if importance_scores is not None:
            assert importance_scores.shape == t.shape, 'importance_scores should have the same shape as tensor t'
        else:
            importance_scores = t
        default_mask = default_mask if default_mask is not None else torch.ones_like(t)
        return t * self.compute_mask(importance_scores, default_mask=default_mask)

    def remove(self, module):
        assert self._tensor_name is not None, 'Module {} has to be pruned            before pruning can be removed'.format(module)
        weight = self.apply_mask(module)
        if hasattr(module, self._tensor_name):
            delattr(module, self._tensor_name)
        orig = module._parameters[self._tensor_name + '_orig']
        orig.data = weight.data
        del module._parameters[self._tensor_name + '_orig']
        del module._buffers[self._tensor_name + '_mask']
        setattr(module, self._tensor_name, orig)

class PruningContainer(BasePruningMethod):

    def __init__(self, *args):
        self._pruning_methods: Tuple['BasePruningMethod', ...] = tuple()
        if not isinstance(args, Iterable):
            self._tensor_name = args._tensor_name
            self.add_pruning_method(args)
        elif len(args) == 1:
            self._tensor_name = args[0]._tensor_name
            self.add_pruning_method(args[0])
        else:
            for method in args:
                self.add_pruning_method(method)

    def add_pruning_method(self, method):
        if not isinstance(method, BasePruningMethod) and method is not None:
            raise TypeError('{} is not a BasePruningMethod subclass'.format(type(method)))
        elif method is not None and self._tensor_name != method._tensor_name:
            raise ValueError("Can only add pruning methods acting on the parameter named '{}' to PruningContainer {}.".format(self._tensor_name, self) + " Found '{}'".format(method._tensor_name))
        self._pruning_methods += (method,)

    def __len__(self):
        return len(self._pruning_methods)

    def __iter__(self):
        return iter(self._pruning_methods)

    def __getitem__(self, idx):
        return self._pruning_methods[idx]

    def compute_mask(self, t, default_mask):

        def _combine_masks(method, t, mask):
            new_mask = mask
            new_mask = new_mask.to(dtype=t.dtype)
            if method.PRUNING_TYPE == 'unstructured':
                slc = mask == 1
            elif method.PRUNING_TYPE == 'structured':
                if not hasattr(method, 'dim'):
                    raise AttributeError('Pruning methods of PRUNING_TYPE "structured" need to have the attribute `dim` defined.')
                n_dims = t.dim()
                dim = method.dim
                if dim < 0:
                    dim = n_dims + dim
                if dim < 0:
                    raise IndexError('Index is out of bounds for tensor with dimensions {}'.format(n_dims))
                keep_channel = mask.sum(dim=[d for d in range(n_dims) if d != dim]) != 0
                slc = [slice(None)] * n_dims
                slc[dim] = keep_channel
            elif method.PRUNING_TYPE == 'global':
                n_dims = len(t.shape)
                slc = [slice(None)] * n_dims
            else:
                raise ValueError('Unrecognized PRUNING_TYPE {}'.format(method.PRUNING_TYPE))
            partial_mask = method.compute_mask(t[slc], default_mask=mask[slc])
            new_mask[slc] = partial_mask.to(dtype=new_mask.dtype)
            return new_mask
        method = self._pruning_methods[-1]
        mask = _combine_masks(method, t, default_mask)
        return mask

class Identity(BasePruningMethod):
    PRUNING_TYPE = 'unstructured'

    def compute_mask(self, t, default_mask):
        mask = default_mask
        return mask

    @classmethod
    def apply(cls, module, name):
        return super(Identity, cls).apply(module, name)

class RandomUnstructured(BasePruningMethod):
    PRUNING_TYPE = 'unstructured'

    def __init__(self, amount):
        _validate_pruning_amount_init(amount)
        self.amount = amount

    def compute_mask(self, t, default_mask):
        tensor_size = t.nelement()
        nparams_toprune = _compute_nparams_toprune(self.amount, tensor_size)
        _validate_pruning_amount(nparams_toprune, tensor_size)
        mask = default_mask.clone(memory_format=torch.contiguous_format)
        if nparams_toprune != 0:
            prob = torch.rand_like(t)
            topk = torch.topk(prob.view(-1), k=nparams_toprune)
            mask.view(-1)[topk.indices] = 0
        return mask

    @classmethod
    def apply(cls, module, name, amount):
        return super(RandomUnstructured, cls).apply(module, name, amount=amount)

class L1Unstructured(BasePruningMethod):
    PRUNING_TYPE = 'unstructured'

    def __init__(self, amount):
        _validate_pruning_amount_init(amount)
        self.amount = amount

    def compute_mask(self, t, default_mask):
        tensor_size = t.nelement()
        nparams_toprune = _compute_nparams_toprune(self.amount, tensor_size)
        _validate_pruning_amount(nparams_toprune, tensor_size)
        mask = default_mask.clone(memory_format=torch.contiguous_format)
        if nparams_toprune != 0:
            topk = torch.topk(torch.abs(t).view(-1), k=nparams_toprune, largest=False)
            mask.view(-1)[topk.indices] = 0
        return mask

    @classmethod
    def apply(cls, module, name, amount, importance_scores=None):
        return super(L1Unstructured, cls).apply(module, name, amount=amount, importance_scores=importance_scores)

class RandomStructured(BasePruningMethod):
    PRUNING_TYPE = 'structured'

    def __init__(self, amount, dim=-1):
        _validate_pruning_amount_init(amount)
        self.amount = amount
        self.dim = dim

    def compute_mask(self, t, default_mask):
        _validate_structured_pruning(t)
        _validate_pruning_dim(t, self.dim)
        tensor_size = t.shape[self.dim]
        nparams_toprune = _compute_nparams_toprune(self.amount, tensor_size)
        _validate_pruning_amount(nparams_toprune, tensor_size)

        def make_mask(t, dim, nchannels, nchannels_toprune):
            prob = torch.rand(nchannels)
            threshold = torch.kthvalue(prob, k=nchannels_toprune).values
            channel_mask = prob > threshold
            mask = torch.zeros_like(t)
            slc = [slice(None)] * len(t.shape)
            slc[dim] = channel_mask
            mask[slc] = 1
            return mask
        if nparams_toprune == 0:
            mask = default_mask
        else:
            mask = make_mask(t, self.dim, tensor_size, nparams_toprune)
            mask *= default_mask.to(dtype=mask.dtype)
        return mask

    @classmethod
    def apply(cls, module, name, amount, dim=-1):
        return super(RandomStructured, cls).apply(module, name, amount=amount, dim=dim)

class LnStructured(BasePruningMethod):
    PRUNING_TYPE = 'structured'

    def __init__(self, amount, n, dim=-1):
        _validate_pruning_amount_init(amount)
        self.amount = amount
        self.n = n
        self.dim = dim

    def compute_mask(self, t, default_mask):
        _validate_structured_pruning(t)
        _validate_pruning_dim(t, self.dim)
        tensor_size = t.shape[self.dim]
        nparams_toprune = _compute_nparams_toprune(self.amount, tensor_size)
        nparams_tokeep = tensor_size - nparams_toprune
        _validate_pruning_amount(nparams_toprune, tensor_size)
        norm = _compute_norm(t, self.n, self.dim)
        topk = torch.topk(norm, k=nparams_tokeep, largest=True)

        def make_mask(t, dim, indices):
            mask = torch.zeros_like(t)
            slc = [slice(None)] * len(t.shape)
            slc[dim] = indices
            mask[slc] = 1
            return mask
        if nparams_toprune == 0:
            mask = default_mask
        else:
            mask = make_mask(t, self.dim, topk.indices)
            mask *= default_mask.to(dtype=mask.dtype)
        return mask

    @classmethod
    def apply(cls, module, name, amount, n, dim, importance_scores=None):
        return super(LnStructured, cls).apply(module, name, amount=amount, n=n, dim=dim, importance_scores=importance_scores)

class CustomFromMask(BasePruningMethod):
    PRUNING_TYPE = 'global'

    def __init__(self, mask):
        self.mask = mask

    def compute_mask(self, t, default_mask):
        assert default_mask.shape == self.mask.shape
        mask = default_mask * self.mask.to(dtype=default_mask.dtype)
        return mask

    @classmethod
    def apply(cls, module, name, mask):
        return super(CustomFromMask, cls).apply(module, name, mask=mask)

def identity(module, name):
    Identity.apply(module, name)
    return module

def random_unstructured(module, name, amount):
    RandomUnstructured.apply(module, name, amount)
    return module

def l1_unstructured(module, name, amount, importance_scores=None):
    L1Unstructured.apply(module, name, amount=amount, importance_scores=importance_scores)
    return module

def random_structured(module, name, amount, dim):
    RandomStructured.apply(module, name, amount, dim)
    return module

def ln_structured(module, name, amount, n, dim, importance_scores=None):
    LnStructured.apply(module, name, amount, n, dim, importance_scores=importance_scores)
    return module

def global_unstructured(parameters, pruning_method, importance_scores=None, **kwargs):
    if not isinstance(parameters, Iterable):
        raise TypeError('global_unstructured(): parameters is not an Iterable')
    importance_scores = importance_scores if importance_scores is not None else {}
    if not isinstance(importance_scores, dict):
        raise TypeError('global_unstructured(): importance_scores must be of type dict')
    relevant_importance_scores = torch.nn.utils.parameters_to_vector([importance_scores.get((module, name), getattr(module, name)) for module, name in parameters])
    default_mask = torch.nn.utils.parameters_to_vector([getattr(module, name + '_mask', torch.ones_like(getattr(module, name))) for module, name in parameters])
    container = PruningContainer()
    container._tensor_name = 'temp'
    method = pruning_method(**kwargs)
    method._tensor_name = 'temp'
    if method.PRUNING_TYPE != 'unstructured':
        raise TypeError('Only "unstructured" PRUNING_TYPE supported for the `pruning_method`. Found method {} of type {}'.format(pruning_method, method.PRUNING_TYPE))
    container.add_pruning_method(method)
    final_mask = container.compute_mask(relevant_importance_scores, default_mask)
    pointer = 0
    for module, name in parameters:
        param = getattr(module, name)
        num_param = param.numel()
        param_mask = final_mask[pointer:pointer + num_param].view_as(param)
        custom_from_mask(module, name, mask=param_mask)
        pointer += num_param

def custom_from_mask(module, name, mask):
    CustomFromMask.apply(module, name, mask)
    return module

def remove(module, name):
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, BasePruningMethod) and hook._tensor_name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            return module
    raise ValueError("Parameter '{}' of module {} has to be pruned before pruning can be removed".format(name, module))

def is_pruned(module):
    for _, submodule in module.named_modules():
        for _, hook in submodule._forward_pre_hooks.items():
            if isinstance(hook, BasePruningMethod):
                return True
    return False

def _validate_pruning_amount_init(amount):
    if not isinstance(amount, numbers.Real):
        raise TypeError('Invalid type for amount: {}. Must be int or float.'.format(amount))
    if isinstance(amount, numbers.Integral) and amount < 0 or (not isinstance(amount, numbers.Integral) and (float(amount) > 1.0 or float(amount) < 0.0)):
        raise ValueError('amount={} should either be a float in the range [0, 1] or a non-negative integer'.format(amount))

def _validate_pruning_amount(amount, tensor_size):
    if isinstance(amount, numbers.Integral) and amount > tensor_size:
        raise ValueError('amount={} should be smaller than the number of parameters to prune={}'.format(amount, tensor_size))

def _validate_structured_pruning(t):
    shape = t.shape
    if len(shape) <= 1:
        raise ValueError('Structured pruning can only be applied to multidimensional tensors. Found tensor of shape {} with {} dims'.format(shape, len(shape)))

def _compute_nparams_toprune(amount, tensor_size):
    if isinstance(amount, numbers.Integral):
        return amount
    else:
        return round(amount * tensor_size)

def _validate_pruning_dim(t, dim):
    if dim >= t.dim():
        raise IndexError('Invalid index {} for tensor of size {}'.format(dim, t.shape))

def _compute_norm(t, n, dim):
    dims = list(range(t.dim()))
    if dim < 0:
        dim = dims[dim]
    dims.remove(dim)
    norm = torch.norm(t, p=n, dim=dims)
    return norm
)PY";

}  // namespace

const char* nnPruneSource() { return kPrunePy; }

}  // namespace ts::py
