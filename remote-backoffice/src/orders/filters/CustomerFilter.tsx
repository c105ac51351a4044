import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import type { ShopCustomerSummary } from '@teamwear/shared/contracts';
import { SEARCH_PAUSE_MS } from '../../common/SearchBox';
import { fetchCustomer, fetchCustomers } from '../../customers/api/customer-api';
import { useTranslation } from '../../strings';

/** Customers offered at once in the list; typing narrows them (the customers' own search). */
const OFFERED = 20;
/** "All customers", as the garment's "all" (a placeholder's grey is too faint to read). */
const ALL = 'all';

interface Props {
  customerId: string | null;
  onCustomer: (customerId: string | null) => void;
}

/**
 * The orders of one customer: picked by name or e-mail from the shop's customers (asked only once
 * the list is opened, then as typing pauses), or given by the address (a customer's page links
 * here), whose name is then read to show who it is.
 */
export function CustomerFilter({ customerId, onCustomer }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ search: string; customers: ShopCustomerSummary[] } | null>(null);
  const [named, setNamed] = useState<{ id: string; name: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    const wanted = search.trim();
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        void fetchCustomers({ sort: 'name', pageSize: OFFERED, ...(wanted ? { search: wanted } : {}) }, controller.signal).then((result) => {
          if (!controller.signal.aborted && result.ok) setFound({ search: wanted, customers: result.data.data });
        }),
      wanted ? SEARCH_PAUSE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, search]);

  const customers = found?.customers ?? [];
  const listed = customers.find((customer) => customer.id === customerId);
  useEffect(() => {
    if (!customerId || listed || named?.id === customerId) return;
    const controller = new AbortController();
    void fetchCustomer(customerId, controller.signal).then((result) => {
      if (!controller.signal.aborted && result.ok) setNamed({ id: customerId, name: result.data.data.name });
    });
    return () => controller.abort();
  }, [customerId, listed, named]);

  const options = [{ value: ALL, label: t('orders.allCustomers') }, ...customers.map((customer) => ({ value: customer.id, label: `${customer.name} · ${customer.email}` }))];
  if (customerId && !listed) options.splice(1, 0, { value: customerId, label: named?.id === customerId ? named.name : t('orders.oneCustomer') });
  return (
    <Select<string>
      aria-label={t('orders.customerLabel')}
      style={{ minWidth: 220, maxWidth: '100%' }}
      value={customerId ?? ALL}
      open={open}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={open && found?.search !== search.trim()}
      notFoundContent={found ? t('orders.noCustomer') : null}
      options={options}
      onChange={(value) => {
        setSearch('');
        onCustomer(value === ALL ? null : value);
      }}
      data-testid="orders-customer"
    />
  );
}
